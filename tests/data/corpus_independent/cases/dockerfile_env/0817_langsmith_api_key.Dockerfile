FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV LANGSMITH_API_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
