FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
COPY . .
CMD ["python", "-m", "worker"]
