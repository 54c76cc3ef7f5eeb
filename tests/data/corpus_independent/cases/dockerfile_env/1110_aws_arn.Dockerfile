FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AWS_ROLE_ARN=arn:aws:iam::717174275651:role/deploy-ubcdpm
COPY . .
CMD ["python", "-m", "worker"]
