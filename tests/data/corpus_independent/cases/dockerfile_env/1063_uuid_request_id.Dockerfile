FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV REQUEST_ID=f61e8e7b-5ead-4af2-91d9-9113b129cecd
COPY . .
CMD ["python", "-m", "worker"]
