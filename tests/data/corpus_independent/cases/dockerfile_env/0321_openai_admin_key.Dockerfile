FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV OPENAI_ADMIN_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
