import modal

app = modal.App("docs-rag")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"SONAR_LOGIN": "sqa_4c677ce1f6d33086edc6966eb174644ab2b48db9"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://quillon--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="docs-rag", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
