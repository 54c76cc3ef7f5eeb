FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TRIGGER_TOKEN=glptt-12b8baa8f48a7fa84fb63a047084738b587a714e
COPY . .
CMD ["python", "-m", "worker"]
