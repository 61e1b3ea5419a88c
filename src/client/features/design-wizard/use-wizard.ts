// The wizard's state: the current step and the shopper's choices.
import { useState } from 'react';
import { notify } from '../../lib/toast';
import { addItem } from '../cart';
import {
  INITIAL_CHOICE,
  buildCustomLine,
  canGoBack,
  canGoNext,
  chooseProduct,
  findProduct,
  nextStep,
  previousStep,
  type Step,
  type WizardChoice,
} from './wizard';

export function useWizard() {
  const [step, setStep] = useState<Step>(1);
  const [choice, setChoice] = useState<WizardChoice>(INITIAL_CHOICE);
  const update = (patch: Partial<WizardChoice>) => setChoice((c) => ({ ...c, ...patch }));

  function addToCart() {
    const line = buildCustomLine(choice);
    if (!line) {
      notify({
        title: 'Missing Information',
        description: 'Please complete all steps before adding to cart.',
        variant: 'destructive',
      });
      return;
    }
    if (!addItem(line)) {
      notify({
        title: 'Error',
        description: 'Could not add this design to your cart. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    notify({
      title: 'Success!',
      description: `${line.quantity}x Custom ${findProduct(choice.productHandle)?.name ?? ''} added to cart!`,
    });
    setChoice(INITIAL_CHOICE);
    setStep(1);
  }

  return {
    step,
    choice,
    canNext: canGoNext(step, choice),
    canBack: canGoBack(step),
    next: () => canGoNext(step, choice) && setStep(nextStep(step)),
    back: () => setStep(previousStep(step)),
    chooseProduct: (handle: string) => setChoice((c) => chooseProduct(c, handle)),
    chooseDesign: (designId: string) => update({ designId }),
    chooseColor: (colorId: string) => update({ colorId }),
    chooseSize: (size: string | null) => update({ size }),
    setQuantity: (quantity: number) => update({ quantity: Math.max(1, quantity) }),
    addToCart,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
