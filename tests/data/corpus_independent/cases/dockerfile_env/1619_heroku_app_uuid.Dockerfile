FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HEROKU_APP_ID=97b05f77-8b10-4a8a-b1c2-a748ed835f27
COPY . .
CMD ["python", "-m", "worker"]
