FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AWS_REGION=eu-west-1
ENV APP_ENV=production
ENV CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-pYBaVAzfjtA60rjjkS096iJEjmu6FBqsAVHQltNrj_uJi4Ks2I8YKIdzpWVViT8M6nKdXhpYJu1_SChTv3z8egi_7FyHIAA
ENV FEATURE_FLAGS=search,billing
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
