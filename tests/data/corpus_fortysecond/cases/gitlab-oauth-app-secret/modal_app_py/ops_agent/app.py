import modal

app = modal.App("ops-agent")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"GITLAB_APP_SECRET": "gloas-b6GuZeC8h879AONMJqGSlokE7t8TusS1R7qu9XQSn-iRXhsLGedX__fGMT2aJzoS"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://cobaltpeak--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="ops-agent", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
