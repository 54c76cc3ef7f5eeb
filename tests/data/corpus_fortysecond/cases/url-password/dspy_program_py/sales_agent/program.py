import dspy
from dspy.retrieve.pgvector_rm import PgVectorRM
from openai import OpenAI

lm = dspy.LM("openai/gpt-4o-mini", temperature=0.0, max_tokens=800)
dspy.configure(lm=lm, rm=retriever)

retriever = PgVectorRM(
    db_url="postgres://svc_orders:9TOGDuGtFeSf8VfXG5m1T@db-billing.internal:5432/analytics?sslmode=require",
    pg_table_name="kb_chunks",
    openai_client=OpenAI(),
    embedding_model="text-embedding-3-small",
    content_field="content",
    k=5,
)


class TriageTicket(dspy.Signature):
    """Classify a support ticket and draft a first reply."""

    ticket: str = dspy.InputField()
    category: str = dspy.OutputField(desc="billing, shipping, account or other")
    reply: str = dspy.OutputField()


triage = dspy.ChainOfThought(TriageTicket)

if __name__ == "__main__":
    pred = triage(ticket="My invoice for March was charged twice.")
    print(pred.category, pred.reply, sep="\n")
