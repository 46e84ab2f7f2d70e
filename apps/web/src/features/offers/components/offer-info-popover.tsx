import { ActionIcon, Popover, Stack, Text } from "@mantine/core";
import type { TOffer } from "@ship/contracts";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInfoParams } from "../offer-format.ts";

const BLOCKS = ["service", "delivery", "delivery_time", "tracking", "insurance"] as const;

/** How the offer leaves the sender (spec §3 allow_pickup / allow_dropoff). */
function originKey(offer: TOffer): string {
  if (offer.allow_pickup && offer.allow_dropoff) return "pickup_or_dropoff";
  return offer.allow_pickup ? "pickup" : "dropoff";
}

/** The five info blocks of an offer (spec §2: service, delivery, delivery time, tracking, insurance). */
function OfferInfoBlocks({ offer }: { offer: TOffer }) {
  const { t, i18n } = useTranslation("offers");
  return (
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
  );
}

/**
 * The offer's info button and its popover. The popover is mounted on the first click only: a
 * Mantine Popover positions itself with floating-ui, whose reference element is kept in state,
 * so each one mounted re-renders at once; with fifteen rows that was a good part of the offers'
 * commit on a phone (decision 065). The button keeps the focus when the popover takes it over.
 */
export function OfferInfoPopover({ offer }: { offer: TOffer }) {
  const { t } = useTranslation("offers");
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (mounted && hadFocus.current) button.current?.focus();
  }, [mounted]);

  const target = (
    <ActionIcon
      ref={button}
      variant="subtle"
      size="sm"
      aria-label={t("info.open", { service: offer.service_name })}
      aria-expanded={opened}
      data-testid="offer-info"
      onClick={() => {
        hadFocus.current = document.activeElement === button.current;
        setMounted(true);
        setOpened((open) => !open);
      }}
    >
      <IconInfoCircle size={18} aria-hidden />
    </ActionIcon>
  );
  if (!mounted) return target;
  return (
    <Popover width={340} position="bottom-start" shadow="md" withArrow opened={opened} onChange={setOpened}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <OfferInfoBlocks offer={offer} />
      </Popover.Dropdown>
    </Popover>
  );
}
