FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DB_PASSWORD=wqNpZ7zMNaE0HYdP-I
COPY . .
CMD ["python", "-m", "worker"]
