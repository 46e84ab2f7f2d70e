import { Stepper } from "@mantine/core";
import "@mantine/core/styles/Stepper.css";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { offersPathOf, ratingStore, type THomeState, toRatingOrigin } from "../lib/quote-flow.ts";

const STEPS = ["shipment", "offers", "order", "payment", "confirmation"] as const;

/**
 * Spec §1 order flow: five steps, on the order, payment and confirmation screens; earlier ones can
 * be reopened, later ones are disabled. The shipment step is the screen the rating came from (spec
 * §4: home, my account, new shipment or ship to contact), the offers step that rating's offers
 * screen, the order step the order page. `reopenable` is how many steps from the first may be
 * reopened (default: all before the active one); the confirmation reopens the shipment only, as its
 * order is paid and no longer changes.
 */
export function OrderSteps({ active, reopenable = active }: { active: number; reopenable?: number }) {
  const { t } = useTranslation("order");
  const { lang } = useParams();
  const navigate = useNavigate();
  const open = (index: number) => {
    if (index >= reopenable) return;
    const origin = toRatingOrigin(ratingStore.read()?.origin);
    if (index === 0) navigate(`/${lang}/${origin}`, { state: { redo: true } satisfies THomeState });
    if (index === 1) navigate(`/${lang}/${offersPathOf(origin)}`);
    if (index === 2) navigate(`/${lang}/order-order`);
  };
  return (
    <Stepper active={active} onStepClick={open} size="sm" data-testid="order-steps">
      {STEPS.map((step, index) => (
        <Stepper.Step
          key={step}
          label={t(`steps.${step}`)}
          allowStepSelect={index < Math.min(active, reopenable)}
          data-testid={`step-${step}`}
        />
      ))}
    </Stepper>
  );
}
