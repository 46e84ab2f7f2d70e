import { ActionIcon, Popover, Stack, Text } from "@mantine/core";
import type { TOffer } from "@ship/contracts";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatInfoParams } from "../offer-format.ts";

const BLOCKS = ["service", "delivery", "delivery_time", "tracking", "insurance"] as const;

/** How the offer leaves the sender (spec §3 allow_pickup / allow_dropoff). */
function originKey(offer: TOffer): string {
  if (offer.allow_pickup && offer.allow_dropoff) return "pickup_or_dropoff";
  return offer.allow_pickup ? "pickup" : "dropoff";
}

/** The five info blocks of an offer (spec §2: service, delivery, delivery time, tracking, insurance). */
export function OfferInfoPopover({ offer }: { offer: TOffer }) {
  const { t, i18n } = useTranslation("offers");
  return (
    <Popover width={340} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t("info.open", { service: offer.service_name })}
          data-testid="offer-info"
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="offer-info-blocks">
          {BLOCKS.map((block) => {
            const info = offer.info[block];
            const params = formatInfoParams(info.params, offer.currency, i18n.language);
            return (
              <div key={block}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {t(`info.titles.${block}`)}
                </Text>
                <Text size="sm">
                  {t(info.key, { ...params, defaultValue: "" })}
                  {block === "delivery" && ` ${t(`info.origin.${originKey(offer)}`)}`}
                  {block === "insurance" && "max" in info.params && ` ${t("info.insurance_max", params)}`}
                </Text>
              </div>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
