import modal

app = modal.App("sales-agent")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"LINODE_TOKEN": "8976515e1339fcad09e91f6c65093beadcac35aa60ece89397688c00c4740ec9"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://cobaltpeak--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="sales-agent", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
