import { Faq } from "#client/features/landing/components/faq";
import { FeaturesSection } from "#client/features/landing/components/features-section";
import { Hero } from "#client/features/landing/components/hero";
import { HowItWorks } from "#client/features/landing/components/how-it-works";
import { LandingFooter } from "#client/features/landing/components/landing-footer";
import { LandingHeader } from "#client/features/landing/components/landing-header";
import { Showcase } from "#client/features/landing/components/showcase";
import { useDocumentTitle } from "#client/lib/use-document-title";

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
