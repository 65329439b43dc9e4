import { Button, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { QRCodeSVG } from "qrcode.react";
import { useRef } from "react";
import { useT } from "../i18n/i18n-context";
import { downloadSvg } from "./download-svg";

interface ShareQrCodeProps {
  link: string;
  code: string;
  /** On-screen width and height in px. */
  size?: number;
}

/**
 * The khatm's link as a QR code (SVG) for a phone to scan off a screen or a printed notice, and its download.
 * Level M survives a creased or smudged print; the 4-module quiet zone is the one scanners expect.
 */
export function ShareQrCode({ link, code, size = 176 }: ShareQrCodeProps) {
  const t = useT();
  const svg = useRef<SVGSVGElement>(null);
  const alt = t("share.qrAlt", { link });
  return (
    <Stack align="center" gap="xs">
      <QRCodeSVG
        ref={svg}
        value={link}
        size={size}
        level="M"
        marginSize={4}
        title={alt}
        role="img"
        aria-label={alt}
        data-testid="share-qr-code"
      />
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => svg.current && downloadSvg(svg.current, `khatm-${code}-qr-code.svg`)}
      >
        {t("share.downloadQr")}
      </Button>
    </Stack>
  );
}
