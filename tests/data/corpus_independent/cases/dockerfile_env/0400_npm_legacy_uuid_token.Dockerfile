FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NPM_TOKEN=7560151a-8bdd-406b-857b-3990ac067c3f
COPY . .
CMD ["python", "-m", "worker"]
