FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SUPABASE_ACCESS_TOKEN=sbp_4dbf074d2db6c518522a1fe225c34b8a00149247
COPY . .
CMD ["python", "-m", "worker"]
