FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MONGODB_URI=mongodb+srv://appuser:rH6F8nRuPgGso17jqA-X@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority
COPY . .
CMD ["python", "-m", "worker"]
