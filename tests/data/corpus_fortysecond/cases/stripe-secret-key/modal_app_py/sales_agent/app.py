import modal

app = modal.App("sales-agent")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"STRIPE_SECRET_KEY": "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"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://kestrelworks--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="sales-agent", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
