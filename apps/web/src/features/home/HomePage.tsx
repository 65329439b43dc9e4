import { Stack } from "@mantine/core";
import { HydrateApart } from "../../components/HydrateApart";
import { CommunityFigures } from "./CommunityFigures";
import { FaqSection } from "./FaqSection";
import { HeroSection } from "./HeroSection";
import { HowItWorks } from "./HowItWorks";
import { JoinByCodeCard } from "./JoinByCodeCard";
import { RecentPublicKhatms } from "./RecentPublicKhatms";

export function HomePage() {
  return (
    <Stack gap={48} pb="xl">
      <HeroSection />
      <JoinByCodeCard />
      <HydrateApart>
        <HowItWorks />
        <RecentPublicKhatms />
      </HydrateApart>
      <HydrateApart>
        <CommunityFigures />
        <FaqSection />
      </HydrateApart>
    </Stack>
  );
}
