FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MAILCHIMP_API_KEY=2751c42306535cae9060d9db42dcb631-us18
COPY . .
CMD ["python", "-m", "worker"]
