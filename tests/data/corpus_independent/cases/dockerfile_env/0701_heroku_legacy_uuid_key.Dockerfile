FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HEROKU_API_KEY=00610323-6985-4e27-ba9d-af42e82734a8
COPY . .
CMD ["python", "-m", "worker"]
