import dspy

lm = dspy.LM("perplexity/sonar-pro", api_key="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", temperature=0.0, max_tokens=800)
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
