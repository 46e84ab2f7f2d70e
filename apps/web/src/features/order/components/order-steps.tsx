import { Stepper } from "@mantine/core";
import "@mantine/core/styles/Stepper.css";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { THomeState } from "../../../lib/quote-flow.ts";

const STEPS = ["shipment", "offers", "order", "payment", "confirmation"] as const;

/** Spec §1 order flow: five steps; earlier ones can be reopened, later ones are disabled. */
export function OrderSteps({ active }: { active: number }) {
  const { t } = useTranslation("order");
  const { lang } = useParams();
  const navigate = useNavigate();
  const open = (index: number) => {
    if (index === 0) navigate(`/${lang}/index`, { state: { redo: true } satisfies THomeState });
    if (index === 1) navigate(`/${lang}/order-offer`);
  };
  return (
    <Stepper active={active} onStepClick={open} size="sm" data-testid="order-steps">
      {STEPS.map((step, index) => (
        <Stepper.Step
          key={step}
          label={t(`steps.${step}`)}
          allowStepSelect={index < active}
          data-testid={`step-${step}`}
        />
      ))}
    </Stepper>
  );
}
