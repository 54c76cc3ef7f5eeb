FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GITHUB_TOKEN=${GITHUB_TOKEN}
COPY . .
CMD ["python", "-m", "worker"]
