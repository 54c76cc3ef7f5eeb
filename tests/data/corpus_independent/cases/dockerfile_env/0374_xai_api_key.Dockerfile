FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV XAI_API_KEY=xai-BXQP2lYSwwu5SuCMm8v11TQt3s0rCZpK63bwTvrpimwt7hyoqZ8hPClcpr3mIcWsQmRbhYb4cH4t5Xql
COPY . .
CMD ["python", "-m", "worker"]
