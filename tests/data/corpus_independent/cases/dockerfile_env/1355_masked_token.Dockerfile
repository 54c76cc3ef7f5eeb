FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ANTHROPIC_API_KEY=sk-ant-api03-****************************xaJ3
COPY . .
CMD ["python", "-m", "worker"]
