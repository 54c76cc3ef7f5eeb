--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2043	moodlecourse	format	weeks
2044	moodlecourse	maxsections	52
2045	local_aiconnect	version	2024059221
2046	local_aiconnect	enabled	1
2047	local_aiconnect	travis_access_token	Kw2f5FJVd5MmhOYN9ARHH6
2048	local_aiconnect	timeout	30
\.


--
-- PostgreSQL database dump complete
--
