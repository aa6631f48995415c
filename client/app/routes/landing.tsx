import { Faq } from "../../features/landing/components/faq";
import { FeaturesSection } from "../../features/landing/components/features-section";
import { Hero } from "../../features/landing/components/hero";
import { HowItWorks } from "../../features/landing/components/how-it-works";
import { LandingFooter } from "../../features/landing/components/landing-footer";
import { LandingHeader } from "../../features/landing/components/landing-header";
import { Showcase } from "../../features/landing/components/showcase";
import { useDocumentTitle } from "../../lib/use-document-title";

export default function LandingRoute() {
  useDocumentTitle("AI-assisted screenplay writing");
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <Showcase />
        <Faq />
      </main>
      <LandingFooter />
    </div>
  );
}
