import modal

app = modal.App("research-assistant")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"SECRET": "sk-ant-oat01-MxaYdZv5Hiy5LRm-5RZEP5jql1fjAiCEDWQdzjcv6WJongKYPwBNXrbwjjrs4nlsbRvJasXM8gmwBHYIzreU2MU9At2ifAA"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://larkspur--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="research-assistant", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
