import { partListText } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { Button, Group, Paper, Text } from "@mantine/core";
import { type RefObject, useEffect, useState } from "react";
import classes from "../../components/StickyBar.module.css";
import { useI18n } from "../i18n/i18n-context";
import { reserveLabel } from "./selection-text";

interface ReserveBarProps {
  selected: readonly number[];
  division: Division;
  /** The reservation form the bar leads to; the bar steps aside while the form is on screen. */
  formRef: RefObject<HTMLDivElement | null>;
}

/** Whether any of the element is on screen. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Without the observer (an old browser, jsdom) the bar simply stays.
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * On a phone, once parts are chosen, the next step stays in reach: a bar at the foot of the screen names the choice
 * ("Pages 22-23") and its button goes to the reservation form, ready for the first empty field, or reserves at once
 * when the form is filled in (a returning reader's name and e-mail).
 */
export function ReserveBar({ selected, division, formRef }: ReserveBarProps) {
  const i18n = useI18n();
  const formOnScreen = useOnScreen(formRef);
  if (formOnScreen) return null;

  const goToForm = () => {
    const form = formRef.current?.querySelector("form");
    if (!form) return;
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    const empty = [...form.querySelectorAll<HTMLInputElement>("input[data-path]:not([type=checkbox])")].find(
      (field) => field.value.trim() === "",
    );
    if (empty) empty.focus({ preventScroll: true });
    else form.requestSubmit();
  };

  return (
    <Paper withBorder shadow="md" p="sm" className={classes.bar} hiddenFrom="sm" data-testid="reserve-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {partListText(i18n, division, selected)}
        </Text>
        <Button onClick={goToForm} style={{ flexShrink: 0 }}>
          {reserveLabel(i18n, selected, division)}
        </Button>
      </Group>
    </Paper>
  );
}
