FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ANTHROPIC_API_KEY=your_anthropic_api_key_here
COPY . .
CMD ["python", "-m", "worker"]
