import modal

app = modal.App("support-copilot")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"SHOPIFY_API_PASSWORD": "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"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://larkspur--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="support-copilot", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
