import { Text } from "@mantine/core";
import { useT } from "../i18n/i18n-context";

/** A khatm's "Dedicated to" (for example in memory of someone who has died), quietly under its name. */
export function DedicationLine({ dedication, size = "md" }: { dedication: string | null | undefined; size?: string }) {
  const t = useT();
  if (!dedication) return null;
  return (
    <Text size={size} fs="italic" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }} data-testid="dedication">
      {t("together.dedicatedTo", { dedication })}
    </Text>
  );
}
