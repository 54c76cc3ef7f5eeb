FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DB_PASSWORD_SECRET_ARN=arn:aws:secretsmanager:eu-west-1:194661974988:secret:prod/db-password-6QpaW8
COPY . .
CMD ["python", "-m", "worker"]
