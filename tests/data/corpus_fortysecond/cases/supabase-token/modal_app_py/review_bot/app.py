import modal

app = modal.App("review-bot")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"SUPABASE_URL": "https://nfwsubfisalrlpxiqxnp.supabase.co"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://fernhill--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="review-bot", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
