import { useEffect, useReducer, useState } from 'react';
import type * as React from 'react';
import {
  INITIAL_CALCULATOR_STATE,
  calculatorReducer,
  isCalculatorCleared,
} from '../../../core/finance';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { BasicCalculator, calculatorInputForKey } from './basic-calculator';
import { BridgeLoanCalculator } from './bridge-loan-calculator';
import { SimpleMortgageCalculator } from './simple-mortgage-calculator';

type Tab = 'basic' | 'mortgage' | 'bridge';

function isTab(value: string): value is Tab {
  return value === 'basic' || value === 'mortgage' || value === 'bridge';
}

/** What the dialog forwards to the tabs: its key presses, and Escape before it closes. */
export type CalculatorKeyHandlers = {
  onKeyDown(event: React.KeyboardEvent<HTMLDivElement>): void;
  onEscapeKeyDown(event: KeyboardEvent): void;
};

/**
 * The tabs Basic, Mortgage and Bridge Loan of the header's Calculator dialog, loaded when the
 * dialog first opens. They mount on every opening, so each starts fresh on the Basic tab.
 * While the Basic tab is shown, the keyboard drives the calculator wherever focus is in the
 * dialog (outside text boxes).
 *
 * Escape clears the calculator when it shows anything but a plain 0, and closes the dialog
 * otherwise, so a second Escape always gets the visitor out.
 */
export function CalculatorTabs({
  registerKeyHandlers,
}: {
  /** Called with the current handlers after each render, and with null on unmount. */
  registerKeyHandlers: (handlers: CalculatorKeyHandlers | null) => void;
}) {
  const [tab, setTab] = useState<Tab>('basic');
  const [calculator, dispatch] = useReducer(calculatorReducer, INITIAL_CALCULATOR_STATE);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (tab !== 'basic') return;
    const input = calculatorInputForKey(event);
    if (!input) return;
    event.preventDefault();
    dispatch(input);
  };

  const onEscapeKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    const inTextBox =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLElement && target.isContentEditable);
    if (tab !== 'basic' || inTextBox || isCalculatorCleared(calculator)) return;
    event.preventDefault();
    dispatch({ type: 'clear' });
  };

  useEffect(() => {
    registerKeyHandlers({ onKeyDown, onEscapeKeyDown });
    return () => registerKeyHandlers(null);
  });

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList className="w-full">
        <TabsTrigger value="basic">Basic</TabsTrigger>
        <TabsTrigger value="mortgage">Mortgage</TabsTrigger>
        <TabsTrigger value="bridge">Bridge Loan</TabsTrigger>
      </TabsList>
      {/* Mounted while hidden, so switching tabs keeps what was typed in each. */}
      <TabsContent value="basic" forceMount hidden={tab !== 'basic'} className="pt-2">
        <BasicCalculator state={calculator} onInput={dispatch} />
      </TabsContent>
      <TabsContent value="mortgage" forceMount hidden={tab !== 'mortgage'} className="pt-2">
        <SimpleMortgageCalculator />
      </TabsContent>
      <TabsContent value="bridge" forceMount hidden={tab !== 'bridge'} className="pt-2">
        <BridgeLoanCalculator />
      </TabsContent>
    </Tabs>
  );
}
