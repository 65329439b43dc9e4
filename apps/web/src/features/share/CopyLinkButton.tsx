import { Button, type ButtonProps } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useCopyLink } from "./use-copy-link";

interface CopyLinkButtonProps extends Omit<ButtonProps, "children" | "onClick"> {
  link: string;
  label?: string;
}

export function CopyLinkButton({ link, label = "Copy Link", ...buttonProps }: CopyLinkButtonProps) {
  const { copied, copy } = useCopyLink();
  return (
    <Button
      color={copied ? "teal" : undefined}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      onClick={() => void copy(link)}
      {...buttonProps}
    >
      {copied ? "Copied!" : label}
    </Button>
  );
}
