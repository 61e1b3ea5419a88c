// The custom design wizard: four steps, Back and Next, then Add to Cart.
import { useEffect, useRef } from 'react';
import { ArrowLeft, ArrowRight, ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useWizard } from '../use-wizard';
import { LAST_STEP, STEPS } from '../wizard';
import { CustomizeStep } from './CustomizeStep';
import { DesignStep } from './DesignStep';
import { ProductStep } from './ProductStep';
import { ReviewStep } from './ReviewStep';
import { StepIndicator } from './StepIndicator';

export function DesignWizard() {
  const wizard = useWizard();
  const { step, choice } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Focus follows the step, so keyboard and screen-reader users land on the new step's title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <div className="space-y-8">
      <StepIndicator step={step} />
      <section
        aria-labelledby="wizard-step-title"
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="mb-6 font-display text-2xl font-bold text-gray-900 focus:outline-none"
        >
          <span className="sr-only">
            Step {step} of {STEPS.length}:{' '}
          </span>
          {STEPS[step - 1]}
        </h2>
        {step === 1 ? <ProductStep selected={choice.productHandle} onSelect={wizard.chooseProduct} /> : null}
        {step === 2 ? <DesignStep selected={choice.designId} onSelect={wizard.chooseDesign} /> : null}
        {step === 3 ? <CustomizeStep wizard={wizard} /> : null}
        {step === 4 ? <ReviewStep choice={choice} /> : null}
        <div className="mt-8 flex items-center justify-between gap-4 border-t border-gray-200 pt-6">
          {wizard.canBack ? (
            <Button variant="outline" onClick={wizard.back}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button onClick={wizard.next} disabled={!wizard.canNext}>
              Next
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button size="lg" onClick={wizard.addToCart}>
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              Add to Cart
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
