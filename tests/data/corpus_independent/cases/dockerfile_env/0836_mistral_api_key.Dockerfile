FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MISTRAL_API_KEY=X0p3iqlHCpoDNHmR5k9FnGuV5aPvIqlS
COPY . .
CMD ["python", "-m", "worker"]
