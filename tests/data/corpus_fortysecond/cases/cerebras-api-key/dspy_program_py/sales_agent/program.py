import dspy

lm = dspy.LM("cerebras/llama3.1-8b", api_key="csk-u1wfzhwgnwsysinovn3tj7o6eic0e7otfmjyptgu0829ul01", temperature=0.0, max_tokens=800)
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
