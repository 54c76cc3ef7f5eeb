import dspy

lm = dspy.LM("openai/gpt-4.1", api_key="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", temperature=0.0, max_tokens=800)
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
