FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NEXT_CURSOR=eyJpZCI6IDc0MTY1MDg3MiwgInRzIjogMTc2NDU1MjA2OX0=
COPY . .
CMD ["python", "-m", "worker"]
