import dspy

lm = dspy.LM("openrouter/anthropic/claude-3.5-haiku", api_key="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", temperature=0.0, max_tokens=800)
dspy.configure(lm=lm)


class TriageTicket(dspy.Signature):
    """Classify a support ticket and draft a first reply."""

    ticket: str = dspy.InputField()
    category: str = dspy.OutputField(desc="billing, shipping, account or other")
    reply: str = dspy.OutputField()


triage = dspy.ChainOfThought(TriageTicket)

if __name__ == "__main__":
    pred = triage(ticket="My invoice for March was charged twice.")
    print(pred.category, pred.reply, sep="\n")
