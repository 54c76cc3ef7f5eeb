FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV REPLICATE_API_TOKEN=r8_w7VINjWq9Ae8P8zss2oS2jRf6xH89FAMjqcjz
COPY . .
CMD ["python", "-m", "worker"]
