import modal

app = modal.App("support-copilot")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"MAXMIND_ACCOUNT_ID": "153521", "MAXMIND_LICENSE_KEY": "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"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://cobaltpeak--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="support-copilot", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
