FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NETRC=machine git.northwind-ops.net login deploy password qe51w2JD4DRq6uttHK-u
COPY . .
CMD ["python", "-m", "worker"]
