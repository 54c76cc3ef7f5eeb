import dspy

lm = dspy.LM("nvidia_nim/meta/llama-3.1-70b-instruct", api_key="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", temperature=0.0, max_tokens=800)
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
